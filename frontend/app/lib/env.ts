/** Build-time public settings (Vite `VITE_*` variables). Jest maps this module to env.jest.ts. */
export const env = {
  gaMeasurementId: (import.meta.env.VITE_GA_MEASUREMENT_ID as string | undefined) ?? '',
  demoUrls: {
    realEstate: (import.meta.env.VITE_DEMO_REAL_ESTATE_URL as string | undefined) ?? '',
    hr: (import.meta.env.VITE_DEMO_HR_URL as string | undefined) ?? '',
    restaurant: (import.meta.env.VITE_DEMO_RESTAURANT_URL as string | undefined) ?? '',
  },
  supabaseUrl: (import.meta.env.VITE_SUPABASE_URL as string | undefined) ?? '',
  supabaseAnonKey: (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) ?? '',
};
