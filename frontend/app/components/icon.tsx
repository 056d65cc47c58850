import {
  Award,
  Bot,
  Brain,
  Building2,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  Clock,
  Cloud,
  EyeOff,
  FileText,
  Fingerprint,
  Gauge,
  Globe,
  Handshake,
  Headphones,
  HeartPulse,
  Landmark,
  Leaf,
  Lightbulb,
  Lock,
  type LucideIcon,
  Mail,
  Megaphone,
  MessageSquare,
  Phone,
  PiggyBank,
  Plug,
  Rocket,
  Scissors,
  Search,
  Share2,
  ShieldCheck,
  Sparkles,
  Star,
  Stethoscope,
  Target,
  TrendingUp,
  UserCheck,
  Users,
  UtensilsCrossed,
  Wallet,
  Workflow,
} from 'lucide-react';
import type { IconKey } from '~/content/icons';
import { cn } from '~/lib/cn';

/** Every content icon key mapped to one lucide glyph; the Record type makes a missing key a type error. */
const icons: Record<IconKey, LucideIcon> = {
  healthcare: HeartPulse,
  restaurant: UtensilsCrossed,
  realestate: Building2,
  sales: TrendingUp,
  hr: Users,
  salon: Scissors,
  phone: Phone,
  star: Star,
  message: MessageSquare,
  calendar: CalendarDays,
  clinic: Stethoscope,
  financial: Landmark,
  social: Share2,
  reputation: Star,
  assistant: Bot,
  brain: Brain,
  chart: ChartColumn,
  trend: TrendingUp,
  clock: Clock,
  shield: ShieldCheck,
  lock: Lock,
  fingerprint: Fingerprint,
  'eye-off': EyeOff,
  cloud: Cloud,
  gauge: Gauge,
  'piggy-bank': PiggyBank,
  globe: Globe,
  sparkles: Sparkles,
  lightbulb: Lightbulb,
  award: Award,
  handshake: Handshake,
  users: Users,
  leaf: Leaf,
  target: Target,
  rocket: Rocket,
  workflow: Workflow,
  plug: Plug,
  headphones: Headphones,
  file: FileText,
  search: Search,
  'user-check': UserCheck,
  mail: Mail,
  megaphone: Megaphone,
  clipboard: ClipboardList,
  wallet: Wallet,
};

/** Decorative icon (the text beside it carries the meaning). */
export function Icon({ name, className }: { name: IconKey; className?: string }) {
  const Glyph = icons[name];
  return <Glyph aria-hidden focusable="false" className={cn('size-5', className)} />;
}

/** The rounded tile an icon sits in on cards. */
export function IconTile({ name, className }: { name: IconKey; className?: string }) {
  return (
    <span className={cn('inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700', className)}>
      <Icon name={name} className="size-5" />
    </span>
  );
}
