import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/Field';
import { smallPhoto } from '../../queries';

export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

interface Props {
  id: (field: string) => string;
  error?: string;
  /** The portion's photo as saved, unless the cook removed or replaced it. */
  currentUrl: string | null;
  photo: File | null;
  onPhoto: (file: File | null) => void;
  onRemove: () => void;
}

/** The portion's photo: the saved one with "remove", a file input and a preview of the chosen file. */
export function PhotoSection({ id, error, currentUrl, photo, onPhoto, onRemove }: Props) {
  const { t } = useTranslation('dashboard');
  const preview = usePreviewUrl(photo);
  return (
    <div>
      <label htmlFor={id('photo')} className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('kitchen.photo')}
      </label>
      {currentUrl && (
        <div className="mb-2 flex items-center gap-3">
          <img src={smallPhoto(currentUrl)} alt={t('kitchen.photoCurrent')} className="h-20 w-28 rounded-lg object-cover" />
          <Button variant="secondary" className="min-h-11" onClick={onRemove}>
            {t('kitchen.photoRemove')}
          </Button>
        </div>
      )}
      <input
        id={id('photo')}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        className="block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-teal-50 file:px-4 file:font-semibold file:text-teal-900 hover:file:bg-teal-100"
        aria-describedby={error ? `${id('photo')}-error ${id('photo')}-hint` : `${id('photo')}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onPhoto(event.target.files?.[0] ?? null)}
      />
      <p id={`${id('photo')}-hint`} className="mt-1 text-sm text-slate-600">
        {t('kitchen.photoHint')}
      </p>
      {preview && !error && (
        <img src={preview} alt={t('kitchen.photoPreview')} className="mt-2 h-32 w-44 rounded-lg object-cover" data-testid="photo-preview" />
      )}
      {error && <FieldError id={id('photo')} message={error} />}
    </div>
  );
}

/** The chosen file as a data: URL for its preview (the CSP allows data: images, not blob: ones). */
export function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}
