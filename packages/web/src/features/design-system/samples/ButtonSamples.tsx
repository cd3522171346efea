import { Plus } from 'lucide-react';
import { t } from '../../../platform/messages';
import { leaveRecordMessages } from '../../../platform/messages/leave-record';
import { Button } from '../../../ui/Button';
import { TurkishOriginalButton } from '../../../ui/TurkishOriginalButton';
import { SampleGroup } from '../Sample';

const variants = ['primary', 'secondary', 'ghost', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export function ButtonSamples() {
  return (
    <>
      <SampleGroup title={t.design.groups.variants} className="space-y-3">
        {variants.map((variant) => (
          <div key={variant} className="flex flex-wrap items-center gap-2">
            <code className="w-20 text-xs text-muted">{variant}</code>
            <Button variant={variant}>Kaydet</Button>
            <Button variant={variant} disabled>
              Pasif
            </Button>
            <Button variant={variant} loading>
              Kaydediliyor
            </Button>
          </div>
        ))}
      </SampleGroup>
      <SampleGroup title={t.design.groups.sizes}>
        {sizes.map((size) => (
          <Button key={size} size={size}>
            <Plus className="size-4" aria-hidden /> {size}
          </Button>
        ))}
      </SampleGroup>
      <SampleGroup title="asChild" code>
        <Button asChild variant="secondary">
          <a href="#button">Bağlantı, düğme görünümünde</a>
        </Button>
      </SampleGroup>
      {/* Beside a legal PDF's download: shown on English pages only (this page in English shows it). */}
      <SampleGroup title="TurkishOriginalButton" code>
        <Button variant="secondary">{leaveRecordMessages.leaveRecord.download}</Button>
        <TurkishOriginalButton
          download={() => Promise.resolve()}
          text={leaveRecordMessages.leaveRecord.turkishOriginal}
          label={leaveRecordMessages.leaveRecord.turkishOriginalOf(leaveRecordMessages.leaveRecord.download)}
          done={leaveRecordMessages.leaveRecord.downloadDone}
          failed={leaveRecordMessages.leaveRecord.downloadFailed}
        />
      </SampleGroup>
    </>
  );
}
