import type { home as sv } from '../sv/home.ts';

export const home: Record<keyof typeof sv, string> = {
  'home.greeting': 'Hello, {name}!',
  'home.admin.title': 'System overview',
  'home.siteAdmin.allUnits': 'Here you work with all your units.',
  'home.siteAdmin.oneUnit': 'Here you work with your unit.',
  'home.siteAdmin.unpackLink': 'Unpack a delivery',
  'home.user.site': 'Unit: {site}',
  'home.user.noSite': 'No unit chosen',
};
