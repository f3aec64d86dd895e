import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/lib/media';

/** The player asked for less motion: reels, wheels and counters jump straight to their result. */
export const useReducedMotion = () => useMediaQuery(REDUCED_MOTION_QUERY);
