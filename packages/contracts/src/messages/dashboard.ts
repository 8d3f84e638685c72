export const dashboardMessagesZh: Record<string, string> = {
  'days must be one of 7, 30, 90, 180 or 365': '天数必须为 7、30、90、180 或 365',
};
