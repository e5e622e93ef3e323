const stockholmDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' });

/** Today in Stockholm as YYYY-MM-DD, as the server dates a unit's files. */
export const stockholmToday = () => stockholmDate.format(new Date());
