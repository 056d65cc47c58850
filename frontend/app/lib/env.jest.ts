/** Jest stand-in for env.ts (Jest's CommonJS runtime cannot parse import.meta). */
export const env = {
  gaMeasurementId: '',
  demoUrls: { realEstate: '', hr: '', restaurant: '' },
  supabaseUrl: '',
  supabaseAnonKey: '',
};
