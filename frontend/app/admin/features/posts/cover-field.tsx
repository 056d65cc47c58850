import { useState } from 'react';
import { controlClass } from '~/components/ui/form-field';
import { ApiError } from '../../lib/api';
import { uploadCover } from './posts.queries';

interface Props {
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
}

/** A cover: upload an image (re-encoded on the server) or give a URL; shows what it will look like. */
export function CoverField({ value, onChange, error }: Props) {
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setUploadError(null);
    try {
      onChange((await uploadCover(file)).url);
    } catch (e) {
      setUploadError(e instanceof ApiError ? e.message : 'The upload failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const message = uploadError ?? error;
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-ink-700">Cover image</legend>
      <label className="grid gap-1 text-sm text-ink-700">
        Upload an image (JPEG, PNG, WebP or AVIF, at most 5 MB)
        <input
          type="file"
          accept="image/*"
          disabled={busy}
          onChange={(e) => void upload(e.target.files?.[0])}
          className="text-sm file:mr-3 file:rounded-full file:border file:border-slate-300 file:bg-white file:px-3 file:py-1 file:text-sm file:font-medium file:text-ink-900 hover:file:bg-slate-50"
          aria-describedby={message ? 'cover-error' : undefined}
        />
      </label>
      <label className="grid gap-1 text-sm text-ink-700">
        or its address
        <input type="text" value={value ?? ''} onChange={(e) => onChange(e.target.value || null)} className={controlClass} />
      </label>
      {busy && (
        <p role="status" className="text-sm">
          Uploading and re-encoding…
        </p>
      )}
      {message && (
        <p id="cover-error" role="alert" className="text-sm text-danger-700">
          {message}
        </p>
      )}
      {value && <img src={value} alt="Cover preview" className="max-h-40 w-auto rounded-md border border-slate-200 object-cover" />}
    </fieldset>
  );
}
