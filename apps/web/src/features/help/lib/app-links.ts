import type { Resource } from '@lotus/contract';

export const appTypes = ['APP_IOS', 'APP_ANDROID', 'APP_IOS_LITE'] as const;
export type AppType = (typeof appTypes)[number];
export type AppResource = Resource & { resourceType: AppType };

/** The merchant's apps in guide order (iOS, Android, lite), with links made absolute so a phone can scan them. */
export function appLinks(resources: readonly Resource[], origin: string): AppResource[] {
  return appTypes.flatMap((type) => {
    const app = resources.find((r) => r.resourceType === type);
    if (!app) return [];
    try {
      return [{ ...app, resourceType: type, url: new URL(app.url, origin).href }];
    } catch {
      return [];
    }
  });
}
