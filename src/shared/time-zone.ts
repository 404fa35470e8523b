/** The shop's time zone (Belgium): budget periods, delivery days and dates shown are counted in it. */
export const SHOP_TIME_ZONE = 'Europe/Brussels';

/** Today in the shop's time zone (YYYY-MM-DD), the day the date picker and the server count from. */
export const shopToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
