/**
 * What a pick-up QR code holds: the code and the reservation id, so that the counter can check both. The prefix
 * tells a Portiepunt code from any other QR that the camera sees.
 */
const PREFIX = 'PORTIEPUNT';

export const pickupQrValue = (code: string, reservationId: string) => `${PREFIX}:${code}:${reservationId}`;

export function parsePickupQr(text: string): { code: string; reservationId: string } | null {
  const [prefix, code, reservationId, ...rest] = text.trim().split(':');
  if (prefix !== PREFIX || rest.length > 0 || !/^[0-9A-Za-z]{4}$/.test(code ?? '') || !/^[0-9a-f-]{36}$/i.test(reservationId ?? ''))
    return null;
  return { code: code.toUpperCase(), reservationId };
}
