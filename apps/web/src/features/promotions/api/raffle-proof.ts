import { raffleProofSchema } from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';

/** A raffle's draw and all that verifies it; public, with the viewer's own entry when a member asks. */
export const raffleProofQuery = (promotionId: number) =>
  queryOptions({
    queryKey: ['raffleProof', promotionId],
    queryFn: ({ signal }) =>
      callEndpoint('raffleProof', {
        query: { promotionId },
        schema: raffleProofSchema,
        publicFeed: true,
        signal,
      }),
    staleTime: 60_000,
  });
