import { useState } from 'react';
import { t } from '../../../platform/messages';
import { Alert } from '../../../ui/Alert';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ConfirmDialog, Dialog } from '../../../ui/Dialog';
import { TextAreaField, TextField } from '../../../ui/Field';
import { SecretOnce } from '../../../ui/SecretOnce';
import { FullPageSpinner, Spinner } from '../../../ui/Spinner';
import { useDismissToast, useToast } from '../../../ui/Toast';
import { SampleGroup } from '../Sample';

export function DialogSamples() {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Pencereyi aç
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Departmanı düzenle"
        description="Personelin departmanını değiştirin."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t.common.cancel}
            </Button>
            <Button
              onClick={() => {
                setOpen(false);
                toast('Departman güncellendi');
              }}
            >
              {t.common.save}
            </Button>
          </>
        }
      >
        <TextField label="Departman" defaultValue="İnsan Kaynakları" />
      </Dialog>
    </>
  );
}

export function ConfirmDialogSamples() {
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const confirm = () => {
    setBusy(true);
    setTimeout(() => {
      setBusy(false);
      setOpen(false);
      toast('İzin talebi iptal edildi');
    }, 800);
  };
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Onay penceresini aç
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="danger"
        title="İzin talebi iptal edilsin mi?"
        description="Bu işlem geri alınamaz; izin günleri bakiyeye geri döner."
        confirmLabel="İptal et"
        busy={busy}
        onConfirm={confirm}
      />
      {/* What the action needs asked (a reason) goes inside, above the two buttons. */}
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Reddetme gerekçesini sor
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        tone="danger"
        title="Talebi reddet"
        confirmLabel="Reddet"
        onConfirm={() => {
          setAsking(false);
          toast('İzin talebi reddedildi');
        }}
      >
        <TextAreaField label="Red sebebi" placeholder="İsteğe bağlı" maxLength={1000} />
      </ConfirmDialog>
    </>
  );
}

/** A toast with "Geri al" (the approvals' undo): it stays until its owner dismisses it. */
function UndoToastSample() {
  const toast = useToast();
  const dismiss = useDismissToast();
  const show = () => {
    const id = toast('İzin talebi onaylandı', 'success', {
      action: { label: t.common.undo, onClick: () => dismiss(id) },
    });
    setTimeout(() => dismiss(id), 6000);
  };
  return (
    <Button variant="secondary" onClick={show}>
      Geri alınabilir bildirim göster
    </Button>
  );
}

export function ToastSamples() {
  const toast = useToast();
  return (
    <SampleGroup title={t.design.groups.tones}>
      <Button variant="secondary" onClick={() => toast('Değişiklikler kaydedildi')}>
        Başarı bildirimi göster
      </Button>
      <Button variant="secondary" onClick={() => toast('Kayıt başarısız oldu', 'error')}>
        Hata bildirimi göster
      </Button>
      <Button variant="secondary" onClick={() => toast('Davet e-postası gönderildi', 'info')}>
        Bilgi bildirimi göster
      </Button>
      <UndoToastSample />
    </SampleGroup>
  );
}

export function AlertSamples() {
  return (
    <SampleGroup title={t.design.groups.tones} className="space-y-3">
      <Alert tone="error" title="Giriş başarısız">
        E-posta veya şifre hatalı.
      </Alert>
      <Alert tone="success" title="Şifre değiştirildi">
        Yeni şifrenizle giriş yapabilirsiniz.
      </Alert>
      <Alert tone="info">Başlıksız bilgi: davet bağlantısı 7 gün geçerlidir.</Alert>
    </SampleGroup>
  );
}

export function BadgeSamples() {
  return (
    <SampleGroup title={t.design.groups.tones}>
      <Badge>neutral · Pasif</Badge>
      <Badge tone="brand">brand · Yıllık izin</Badge>
      <Badge tone="amber">amber · Bekliyor</Badge>
      <Badge tone="red">red · Reddedildi</Badge>
      <Badge tone="green">green · Onaylandı</Badge>
    </SampleGroup>
  );
}

export function SpinnerSamples() {
  return (
    <>
      <SampleGroup title="Spinner" code>
        <Spinner />
        <Spinner label="Personel yükleniyor" />
      </SampleGroup>
      <SampleGroup title="FullPageSpinner" code className="block">
        {/* The real one fills the screen (min-h-dvh); here its middle is shown in a small frame. */}
        <div className="relative h-40 overflow-hidden rounded-lg border border-dashed border-line">
          <div className="absolute inset-x-0 top-1/2 -translate-y-1/2">
            <FullPageSpinner label="Giriş yapılıyor..." />
          </div>
        </div>
      </SampleGroup>
    </>
  );
}

export function SecretOnceSamples() {
  return (
    <SampleGroup title={t.design.groups.states} className="grid gap-4 sm:grid-cols-2">
      <SecretOnce
        secret="pdk_live_3f9a0c7e1b2d4f6a8c0e2b4d6f8a0c2e"
        notice="Bu anahtarı şimdi kopyalayıp güvenli bir yere kaydedin: bir daha gösterilmeyecek."
        copy="Kopyala"
        copyLabel="Gizli anahtarı kopyala"
        copied="Anahtar panoya kopyalandı."
        copyFailed="Kopyalanamadı; anahtarı seçip elle kopyalayın."
      />
      <SecretOnce
        secret="whsec_9b8a7c6d5e4f3a2b1c0d9e8f7a6b5c4d"
        copy="Kopyala"
        copied="Gizli anahtar kopyalandı"
        copyFailed="Kopyalanamadı; anahtarı seçip elle kopyalayın"
      />
    </SampleGroup>
  );
}
