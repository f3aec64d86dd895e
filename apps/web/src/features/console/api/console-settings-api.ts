import { type ConsoleSettingsPatch, consolePath, consoleSettingsSchema } from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '@/lib/api';
import { consoleRequest } from './console-api';

const settingsKey = ['console', 'settings'] as const;

/** The brand's access, features, registration, cashier and sign-in settings (admins only). */
export const consoleSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: () => consoleRequest(consolePath('settings'), consoleSettingsSchema),
  });

/** Replaces the sections given; the answer is every section as stored now, which the pages show at once. */
export async function saveConsoleSettings(patch: ConsoleSettingsPatch) {
  const settings = await consoleRequest(consolePath('updateSettings'), consoleSettingsSchema, 'PUT', patch);
  queryClient.setQueryData(settingsKey, settings);
  return settings;
}
