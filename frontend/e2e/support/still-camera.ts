import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create } from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 10;

/**
 * A one-frame Y4M video of a QR code on white, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`), which loops it: a still image held in front of the tablet.
 */
export function qrStillVideo(text: string): string {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  const side = modules.size * MODULE_PX;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (modules.get(Math.floor(y / MODULE_PX), Math.floor(x / MODULE_PX))) luma[(top + y) * WIDTH + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const file = join(tmpdir(), `portiepunt-qr-${process.pid}-${Date.now()}.y4m`);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\nFRAME\n`);
  writeFileSync(file, Buffer.concat([header, luma, chroma, chroma]));
  return file;
}
