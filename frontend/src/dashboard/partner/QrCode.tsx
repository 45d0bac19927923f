import { encode } from 'uqr';

/**
 * The referral link as a QR code, drawn in the browser as SVG (no image request to anyone). Its own module:
 * the QR encoder loads only with the partner portal, never on the public pages.
 */
export default function QrCode({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { border: 2 });
  // One path of unit squares, one per dark module.
  const path = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-44 rounded-lg bg-white"
      data-testid="referral-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
