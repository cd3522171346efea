import { ImageIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { useToast } from '../../ui/Toast';
import { useUploadLogo, type Organization } from './api';

const m = t.organizationPage;
const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** Product §5 logo: JPEG, PNG or GIF, at most 5MB. Checked here for comfort; the server checks the content. */
export function LogoUpload({ organization }: { organization: Organization }) {
  const inputId = useId();
  const toast = useToast();
  const upload = useUploadLogo();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    setError(null);
    upload.reset();
    if (!chosen) return setFile(null);
    if (!TYPES.includes(chosen.type)) return setError(m.logoType);
    if (chosen.size > MAX_BYTES) return setError(m.logoTooLarge);
    setFile(chosen);
  };

  const send = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      toast(m.logoUploaded);
      setFile(null);
    } catch {
      // shown below
    }
  };

  const shown = preview ?? organization.logoUrl;
  return (
    <Card>
      <CardHeader title={m.logoTitle} description={m.logoHint} />
      <div className="flex flex-wrap items-center gap-5 p-5">
        <div className="flex size-24 items-center justify-center overflow-hidden rounded-lg border border-line bg-slate-50">
          {shown ? (
            <img
              src={shown}
              alt={preview ? m.logoPreview : m.logoAlt(organization.name)}
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <ImageIcon className="size-8 text-slate-300" aria-label={m.logoNone} />
          )}
        </div>
        <div className="space-y-2">
          {/* The native picker speaks the browser's language; this label speaks Turkish. */}
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            onChange={(e) => choose(e.target.files?.[0])}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className="inline-flex h-8 cursor-pointer items-center rounded-lg border border-line bg-white px-3 text-sm font-medium hover:bg-slate-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-100"
          >
            {m.logoChoose}
          </label>
          <p className="max-w-56 truncate text-xs text-muted" title={file?.name}>
            {file ? file.name : m.logoNoFile}
          </p>
          <Button size="sm" disabled={!file} loading={upload.isPending} onClick={() => void send()}>
            {m.logoUpload}
          </Button>
        </div>
        {(error || upload.isError) && (
          <Alert tone="error" title={m.logoFailed} className="w-full">
            {error ?? upload.error?.message}
          </Alert>
        )}
      </div>
    </Card>
  );
}
