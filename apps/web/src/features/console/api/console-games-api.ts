import {
  CATALOGUE_ICON_FIELD,
  type ConsoleGameSearch,
  type CreateVendor,
  consoleGamePageSchema,
  consoleGameSchema,
  consolePath,
  consoleVendorListSchema,
  consoleVendorSchema,
  type MoveVendor,
  type UpdateGame,
  type UpdateVendor,
  vendorSecretSchema,
} from '@lotus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { isApiError, request } from '@/lib/api';
import { endConsoleSession, useConsoleSession } from '../stores/console-session';
import { consoleRequest, queryString } from './console-api';

/** The game catalogue in the console: vendors, their games, icons and secrets (`/api/console/catalogue/…`). */

export const catalogueKey = ['console', 'catalogue'] as const;

export const vendorsQuery = () =>
  queryOptions({
    queryKey: [...catalogueKey, 'vendors'],
    queryFn: () => consoleRequest(consolePath('vendors'), consoleVendorListSchema),
  });

type Flag = 'true' | 'false' | undefined;
/** The games search as the query string carries it. */
export interface GameSearch {
  pageNo: number;
  pageSize: number;
  q?: string | undefined;
  gameType?: ConsoleGameSearch['gameType'];
  subType?: ConsoleGameSearch['subType'];
  hot?: Flag;
  maintenance?: Flag;
  enabled?: Flag;
}

export const vendorGamesQuery = (vendorId: number, search: GameSearch) =>
  queryOptions({
    queryKey: [...catalogueKey, 'games', vendorId, search],
    queryFn: () =>
      consoleRequest(
        `${consolePath('vendorGames', { id: vendorId })}${queryString({ ...search })}`,
        consoleGamePageSchema,
      ),
    // The table keeps the previous page while the next one loads, so it does not jump.
    placeholderData: keepPreviousData,
  });

/** A new vendor; its secret is sent once and never answered. */
export const createVendor = (body: CreateVendor) =>
  consoleRequest(consolePath('createVendor'), consoleVendorSchema, 'POST', body);

export const updateVendor = (id: number, body: UpdateVendor) =>
  consoleRequest(consolePath('updateVendor', { id }), consoleVendorSchema, 'PUT', body);

export const moveVendor = (id: number, body: MoveVendor) =>
  consoleRequest(consolePath('moveVendor', { id }), consoleVendorListSchema, 'POST', body);

/** A new signing secret, answered once. */
export const rotateVendorSecret = (id: number) =>
  consoleRequest(consolePath('rotateVendorSecret', { id }), vendorSecretSchema, 'POST');

export const updateGame = (id: number, body: UpdateGame) =>
  consoleRequest(consolePath('updateGame', { id }), consoleGameSchema, 'PUT', body);

/** Uploads an icon as a multipart form; the server checks the image by its bytes. */
async function uploadIcon<S extends z.ZodType>(url: string, file: File, schema: S) {
  const form = new FormData();
  form.append(CATALOGUE_ICON_FIELD, file);
  const token = useConsoleSession.getState().token;
  try {
    return await request(url, { method: 'POST', form, schema, headers: token ? { Authorization: token } : {} }, false);
  } catch (error) {
    if (isApiError(error) && error.errorCode === 'console.not.session') endConsoleSession();
    throw error;
  }
}

export const uploadGameIcon = (id: number, file: File) =>
  uploadIcon(consolePath('uploadGameIcon', { id }), file, consoleGameSchema);
export const resetGameIcon = (id: number) =>
  consoleRequest(consolePath('resetGameIcon', { id }), consoleGameSchema, 'DELETE');
export const uploadVendorIcon = (id: number, file: File) =>
  uploadIcon(consolePath('uploadVendorIcon', { id }), file, consoleVendorSchema);
export const resetVendorIcon = (id: number) =>
  consoleRequest(consolePath('resetVendorIcon', { id }), consoleVendorSchema, 'DELETE');
