/** Clear-sky PV fraction of capacity at `seconds` after local midnight (06:00–18:00 sine). */
export function daylight(seconds: number): number {
  const h = seconds / 3600;
  if (h <= 6 || h >= 18) return 0;
  return Math.pow(Math.sin((Math.PI * (h - 6)) / 12), 1.3);
}

/** Building load as a fraction of its peak: night base, morning ramp, midday and evening peaks. */
export function loadShape(seconds: number): number {
  const h = seconds / 3600;
  const bump = (centre: number, width: number) => Math.exp(-((h - centre) ** 2) / (2 * width * width));
  return 0.35 + 0.45 * bump(11, 2.2) + 0.5 * bump(19, 1.8) + 0.2 * bump(15, 2.5);
}

/** Ambient temperature in °C over the day (coolest at 05:00, warmest at 15:00). */
export function ambient(seconds: number): number {
  return 22 + 5 * Math.cos((2 * Math.PI * (seconds / 3600 - 15)) / 24);
}
