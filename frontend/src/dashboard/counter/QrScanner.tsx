import { useEffect, useRef } from 'react';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { parsePickupQr } from '../../lib/pickup-qr';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** How often a video frame is read for a QR code. */
const SCAN_INTERVAL_MS = 200;

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

/**
 * The browser's own BarcodeDetector where it reads QR codes; otherwise the `barcode-detector` polyfill, whose ZXing
 * WebAssembly file Portiepunt serves itself (the CSP allows no other origin). Both load only when scanning starts.
 */
async function createDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: typeof import('barcode-detector/ponyfill').BarcodeDetector }).BarcodeDetector;
  if (native && (await native.getSupportedFormats()).includes('qr_code')) return new native({ formats: ['qr_code'] });
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

/** The tablet's camera, reading until a QR code is seen: a pick-up code (or null for any other QR). */
export default function QrScanner({
  onScan,
  onFailure,
}: {
  onScan: (found: { code: string; reservationId: string } | null) => void;
  onFailure: (message: string) => void;
}) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const video = useRef<HTMLVideoElement>(null);
  const report = useRef({ onScan, onFailure });
  report.current = { onScan, onFailure };

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastSeen = '';

    async function start() {
      let detector: Detector;
      try {
        detector = await createDetector();
      } catch {
        report.current.onFailure(i18n.t('dashboard:counter.scanUnsupported'));
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        report.current.onFailure(i18n.t('dashboard:counter.cameraFailed'));
        return;
      }
      if (stopped || !video.current) return stream.getTracks().forEach((track) => track.stop());
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const read = async () => {
        if (stopped || !video.current) return;
        if (video.current.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          const [first] = await detector.detect(video.current).catch(() => []);
          // The same QR stays in front of the camera for a while: it counts once.
          if (first && first.rawValue !== lastSeen) {
            lastSeen = first.rawValue;
            report.current.onScan(parsePickupQr(first.rawValue));
          }
        }
        if (!stopped) timer = setTimeout(read, SCAN_INTERVAL_MS);
      };
      void read();
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-slate-900 p-3">
      <video ref={video} muted playsInline className="aspect-video w-full max-w-xl rounded-xl" data-testid="counter-camera" />
      <p className="text-white" role="status">
        {t('counter.scanning')}
      </p>
    </div>
  );
}
