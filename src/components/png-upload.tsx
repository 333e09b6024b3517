import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PICTURE_BYTES, pngSize } from '@/contract/png';
import { Button } from './button';
import { FieldError } from './form-field';

/** Why a chosen file was refused (the caller words it). */
export type PngProblem = 'notPng' | 'tooLarge' | 'wrongSize';

export interface PngUploadProps {
  /** `data:image/png;base64,...` or '' for none. */
  value: string;
  onChange: (dataUrl: string) => void;
  /** Message for each refusal, in the page's language. */
  messages: Record<PngProblem, string>;
  chooseLabel: string;
  clearLabel?: string;
  /** Allowed pixel sizes (any when absent). */
  sizes?: ReadonlyArray<{ width: number; height: number }>;
  /** The preview is drawn at the size the picture is shown at. */
  preview: { width: number; height: number; round?: boolean; alt: string };
  disabled?: boolean;
  /** Shown on hover of the disabled controls (the reason). */
  disabledReason?: string;
  /** Draws the chosen picture as the page will show it (instead of the preview box). */
  renderPreview?: (src: string) => ReactNode;
  /** Fallback drawn when there is no picture (default: 'No picture'). */
  placeholder?: ReactNode;
}

/** The picture's data URL, or why it was refused. */
async function readPng(
  file: File,
  sizes: PngUploadProps['sizes'],
): Promise<{ problem: PngProblem } | { dataUrl: string }> {
  // Judged by content, not by the name or declared type: the PNG signature and IHDR.
  const bytes = new Uint8Array(await file.arrayBuffer());
  const size = pngSize(bytes);
  if (!size) return { problem: 'notPng' };
  if (bytes.length > MAX_PICTURE_BYTES) return { problem: 'tooLarge' };
  if (sizes && !sizes.some((s) => s.width === size.width && s.height === size.height))
    return { problem: 'wrongSize' };
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { dataUrl: `data:image/png;base64,${btoa(text)}` };
}

/** Chooses a png (checked by its bytes, ≤ 2 MB, optional exact sizes) and previews it at display size. */
export function PngUpload({
  value,
  onChange,
  messages,
  chooseLabel,
  clearLabel,
  sizes,
  preview,
  disabled,
  disabledReason,
  placeholder,
  renderPreview,
}: PngUploadProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<PngProblem | null>(null);
  const errorId = useId();

  async function onFile(file: File | undefined) {
    if (!file) return;
    const result = await readPng(file, sizes);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    onChange(result.dataUrl);
  }

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        {renderPreview && value ? (
          renderPreview(value)
        ) : (
          <div
            className={`flex shrink-0 items-center justify-center overflow-hidden border border-line bg-surface-2 ${preview.round ? 'rounded-full' : 'rounded'}`}
            style={{ width: preview.width, height: preview.height }}
          >
            {value ? (
              <img src={value} alt={preview.alt} className="h-full w-full object-cover" />
            ) : (
              // An empty box read as a picture that failed to load (issue 30).
              (placeholder ?? (
                <span className="px-1 text-center text-xs text-muted">{t('state.noPicture')}</span>
              ))
            )}
          </div>
        )}
        <span title={disabled ? disabledReason : undefined}>
          <Button
            disabled={disabled}
            aria-describedby={problem ? errorId : undefined}
            onClick={() => inputRef.current?.click()}
          >
            {chooseLabel}
          </Button>
        </span>
        {clearLabel && value ? (
          <Button variant="ghost" disabled={disabled} onClick={() => onChange('')}>
            {clearLabel}
          </Button>
        ) : null}
        <input
          ref={inputRef}
          type="file"
          accept="image/png"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="png-file"
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      <FieldError id={errorId} message={problem ? messages[problem] : null} />
    </div>
  );
}
