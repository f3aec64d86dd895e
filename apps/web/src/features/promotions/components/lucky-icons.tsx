import { Icon, type IconProps } from '@/components/ui/icons';

/** A raffle ticket, notched at its sides. */
export const TicketIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4V7z" />
    <path d="M14 7v10" strokeDasharray="2 2" />
  </Icon>
);

/** A red packet (hongbao): an envelope with its flap and a coin seal. */
export const RedPacketIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M5 8c2.5 2 4.5 3 7 3s4.5-1 7-3" />
    <circle cx="12" cy="11" r="1.8" />
  </Icon>
);
