import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';

const TYPES = ['image/png', 'image/jpeg'];

type ImagePickerProps = {
  label: string;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  maxFiles: number;
  maxBytes: number;
  /** Shown when a chosen file is not a PNG or JPEG, is too large, or is one too many. */
  invalidMessage: string;
  /** The accessible name of the button removing the image at this position (from 1). */
  removeLabel: (position: number) => string;
  /** The field's error from its form (e.g. the server refused an image), shown and read out with it. */
  error?: string | undefined;
};

/**
 * Picks up to `maxFiles` PNG or JPEG images of at most `maxBytes` each, previewed with a remove
 * button; files that do not fit are left out with a message. The server checks them again.
 */
export function ImagePicker({
  label,
  files,
  onFilesChange,
  maxFiles,
  maxBytes,
  invalidMessage,
  removeLabel,
  error,
}: ImagePickerProps): ReactNode {
  const id = useId();
  const errorId = `${id}-error`;
  const [isInvalid, setIsInvalid] = useState(false);
  const message = isInvalid ? invalidMessage : error;
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  // Previews of images no longer chosen are freed.
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const choose = (picked: FileList | null) => {
    const chosen = [...files, ...(picked ? [...picked] : [])];
    const fit = chosen.filter((file) => TYPES.includes(file.type) && file.size <= maxBytes);
    setIsInvalid(fit.length < chosen.length || fit.length > maxFiles);
    onFilesChange(fit.slice(0, maxFiles));
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={TYPES.join(',')}
        multiple
        disabled={files.length >= maxFiles}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        onChange={(event) => {
          choose(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
        className="text-sm file:me-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-surface-3 file:px-4 file:font-semibold file:text-ink"
      />
      {message && (
        <p id={errorId} className="text-sm text-danger-text">
          {message}
        </p>
      )}
      {previews.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {previews.map((url, index) => (
            <li key={url} className="relative">
              <img src={url} alt="" className="size-20 rounded-lg border border-line object-cover" />
              <button
                type="button"
                aria-label={removeLabel(index + 1)}
                onClick={() => onFilesChange(files.filter((_, at) => at !== index))}
                className="absolute -end-2 -top-2 grid size-7 place-items-center rounded-full bg-surface-3 text-ink shadow-card"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
