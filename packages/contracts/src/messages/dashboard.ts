export const dashboardEn = {
  'dashboard.daysChoice': 'days must be one of 7, 30, 90, 180 or 365',
} as const;

export const dashboardZh = {
  'dashboard.daysChoice': '天数必须为 7、30、90、180 或 365',
} satisfies Record<keyof typeof dashboardEn, string>;
