import { create } from 'qrcode';

/** Quiet zone around the code, in modules. */
const BORDER = 2;

/**
 * A QR code drawn in the browser as SVG with `qrcode` (no image request to anyone). Import it lazily: the encoder
 * loads only with the views that show a code, never on the public pages.
 */
export default function QrCode({ value, label, className, testId }: { value: string; label: string; className: string; testId: string }) {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const size = modules.size + 2 * BORDER;
  const squares: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) squares.push(`M${x + BORDER} ${y + BORDER}h1v1h-1z`);
  }
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid={testId}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={squares.join('')} fill="#0f172a" />
    </svg>
  );
}
