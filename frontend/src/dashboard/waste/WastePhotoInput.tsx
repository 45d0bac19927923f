import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { FieldError } from '../../ui/Field';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, usePreviewUrl } from '../kitchen/portion-form/PhotoSection';
import { smallPhoto } from '../queries';

/** Why a chosen file cannot be sent (the server holds the same rules); null when it can. */
export function photoProblem(file: File | null): 'photoType' | 'photoTooLarge' | null {
  if (!file) return null;
  if (!PHOTO_TYPES.includes(file.type)) return 'photoType';
  return file.size > PHOTO_MAX_BYTES ? 'photoTooLarge' : null;
}

interface Props {
  id: string;
  photo: File | null;
  onPhoto: (file: File | null) => void;
  /** The record's saved photo, unless it is to be removed. */
  currentUrl?: string | null;
  onRemove?: () => void;
}

/**
 * An optional photo of what is thrown away: the phone opens its back camera (`capture`), a computer a file chooser.
 * The saved photo and the chosen one show as thumbnails.
 */
export function WastePhotoInput({ id, photo, onPhoto, currentUrl, onRemove }: Props) {
  const { t } = useTranslation('waste');
  const preview = usePreviewUrl(photo);
  const input = useRef<HTMLInputElement>(null);
  // A photo taken back (or saved with its record) empties the input, so that the same file can be chosen again.
  useEffect(() => {
    if (!photo && input.current) input.current.value = '';
  }, [photo]);
  const problem = photoProblem(photo);
  const error = problem ? t(`photo.${problem}`) : undefined;
  return (
    <div className="mt-5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t('photo.label')}
      </label>
      {currentUrl && !photo && (
        <div className="mt-2 flex items-center gap-3">
          <img src={smallPhoto(currentUrl)} alt={t('photo.current')} className="h-16 w-20 rounded-lg object-cover" />
          {onRemove && (
            <Button variant="secondary" className="min-h-11" onClick={onRemove}>
              {t('photo.remove')}
            </Button>
          )}
        </div>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        className="mt-2 block w-full text-sm text-slate-800 file:mr-3 file:min-h-12 file:rounded-xl file:border-0 file:bg-teal-50 file:px-4 file:font-semibold file:text-teal-900 hover:file:bg-teal-100"
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onPhoto(event.target.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t('photo.hint')}
      </p>
      {preview && !error && (
        <div className="mt-2 flex items-center gap-3">
          <img src={preview} alt={t('photo.preview')} className="h-16 w-20 rounded-lg object-cover" data-testid="waste-photo-preview" />
          <Button variant="ghost" className="min-h-11" onClick={() => onPhoto(null)}>
            {t('photo.discard')}
          </Button>
        </div>
      )}
      {error && <FieldError id={id} message={error} />}
    </div>
  );
}
