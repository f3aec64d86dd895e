export { ApiError, isApiError, isNotFound, isRateLimited, retryAfterMs } from './api-error';
export { callEndpoint, request, requestBlob } from './client';
export { contractSchema } from './contract-schema';
export { createQueryClient, queryClient } from './query-client';
