export { ApiError, catalogueMessage, isApiError, isNotFound } from './api-error';
export { callEndpoint, type RequestOptions, request, requestBlob, type SchemaSource } from './client';
export { contractSchema } from './contract-schema';
export { createQueryClient, queryClient, shouldRetry } from './query-client';
