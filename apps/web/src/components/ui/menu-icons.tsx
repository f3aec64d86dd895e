import { Icon, type IconProps } from './icons';

/** Navigation, account and category icons; kept apart from icons.tsx so start-up code does not carry them. */

export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);
export const BellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16z" />
    <path d="M10 20a2 2 0 0 0 4 0" />
  </Icon>
);
export const HomeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 11l9-7 9 7" />
    <path d="M5 10v10h5v-6h4v6h5V10" />
  </Icon>
);
export const GamepadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 8h12a4 4 0 0 1 4 4v1a4 4 0 0 1-7 2.6l-.6-.6H9.6l-.6.6A4 4 0 0 1 2 13v-1a4 4 0 0 1 4-4z" />
    <path d="M7 11v3M5.5 12.5h3" />
    <circle cx="16" cy="11.5" r=".6" />
    <circle cx="17.8" cy="13.3" r=".6" />
  </Icon>
);
export const GiftIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12" />
    <path d="M12 8c-1.5-3-5-4-5-1.5S10 8 12 8zM12 8c1.5-3 5-4 5-1.5S14 8 12 8z" />
  </Icon>
);
export const WalletIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7a2 2 0 0 1 2-2h11v3" />
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M16 13.5h2" />
  </Icon>
);
export const WithdrawIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="12" rx="2" />
    <path d="M12 9v8M9 14l3 3 3-3" />
  </Icon>
);
export const UserIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);
export const TrophyIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0V4z" />
    <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8M9.5 17h5" />
  </Icon>
);
export const CrownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 8l4 4 4-6 4 6 4-4-1.5 10h-13L4 8z" />
    <path d="M6 21h12" />
  </Icon>
);
export const UsersIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3.5 6" />
  </Icon>
);
export const PercentIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M19 5L5 19" />
    <circle cx="7" cy="7" r="2.5" />
    <circle cx="17" cy="17" r="2.5" />
  </Icon>
);
export const ChevronRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);
export const LogOutIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4" />
  </Icon>
);
export const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

/** Category glyphs for the game centre (spec §2 categories). */
export const CategoryIcon = ({ category, ...p }: IconProps & { category: string }) => {
  switch (category) {
    case 'SPORTS':
      return (
        <Icon {...p}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7l4 3-1.5 4.5h-5L8 10l4-3zM12 3v4M21 10.5l-5-.5M17.5 19.5l-3-5M6.5 19.5l3-5M3 10.5l5-.5" />
        </Icon>
      );
    case 'ESPORTS':
      return (
        <Icon {...p}>
          <rect x="3" y="5" width="18" height="12" rx="2" />
          <path d="M8 21h8M12 17v4M10 9l-2 2 2 2M14 9l2 2-2 2" />
        </Icon>
      );
    case 'LIVE':
      return (
        <Icon {...p}>
          <rect x="4" y="3" width="11" height="15" rx="2" transform="rotate(-8 9.5 10.5)" />
          <rect x="9" y="6" width="11" height="15" rx="2" transform="rotate(8 14.5 13.5)" />
          <path d="M14.5 11.2l1.8 2.3-1.8 2.3-1.8-2.3z" />
        </Icon>
      );
    case 'FISH':
      return (
        <Icon {...p}>
          <path d="M3 12c3-4.5 9-6 13-2l4-3v10l-4-3c-4 4-10 2.5-13-2z" />
          <circle cx="8" cy="11" r=".8" />
        </Icon>
      );
    case 'PVP':
      return (
        <Icon {...p}>
          <rect x="3" y="4" width="10" height="14" rx="1.5" />
          <rect x="11" y="6" width="10" height="14" rx="1.5" />
          <path d="M16 10.5c-1.2 1.4-2.5 2.4-2.5 3.5a1.2 1.2 0 0 0 2.5.3 1.2 1.2 0 0 0 2.5-.3c0-1.1-1.3-2.1-2.5-3.5z" />
        </Icon>
      );
    case 'LOTT':
    case 'ELOTT':
      return (
        <Icon {...p}>
          <circle cx="8" cy="9" r="4" />
          <circle cx="16" cy="9" r="4" />
          <circle cx="12" cy="16" r="4" />
          <path d="M8 8v2M16 8v2M11 15h2" />
        </Icon>
      );
    case 'COCKFIGHT':
      return (
        <Icon {...p}>
          <path d="M6 20l2-5c-2-1-3-3-3-5a5 5 0 0 1 9-3l3-2v4l3 1-3 2c0 3-2 5-5 6l1 2" />
          <circle cx="11" cy="8" r=".7" />
        </Icon>
      );
    default:
      return (
        <Icon {...p}>
          <rect x="3" y="4" width="18" height="16" rx="3" />
          <path d="M7 9h2v6H7zM11 9h2v6h-2zM15 9h2v6h-2z" />
        </Icon>
      );
  }
};
