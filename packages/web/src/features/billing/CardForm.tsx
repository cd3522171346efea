import { zodResolver } from '@hookform/resolvers/zod';
import { cardExpiryNotPast, isCardExpiry, isCardNumber, istanbulToday } from '@paydos/domain';
import { CreditCard } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { t } from '../../platform/messages';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import type { CardValues } from './api';

const m = t.billing;

const cardSchema = z.object({
  number: z.string().refine(isCardNumber, m.cardNumberInvalid),
  expiry: z
    .string()
    .refine(isCardExpiry, m.cardExpiryInvalid)
    .refine((value) => !isCardExpiry(value) || cardExpiryNotPast(value, istanbulToday(new Date())), m.cardExpired),
  cvc: z.string().regex(/^\d{3,4}$/, m.cardCvcInvalid),
  holder: z.string().trim().min(2, m.cardHolderRequired),
});

/** Groups the digits by four as the person types (the server drops the spaces). */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** The card form (react-hook-form + zod, Turkish messages); the card goes to the server once, never stored in the browser. */
export function CardForm({
  payLabel,
  busy,
  onPay,
}: {
  payLabel: string;
  busy: boolean;
  onPay: (card: CardValues) => void;
}) {
  const form = useForm<CardValues>({
    resolver: zodResolver(cardSchema),
    defaultValues: { number: '', expiry: '', cvc: '', holder: '' },
  });
  const errors = form.formState.errors;
  const number = form.register('number');
  const expiry = form.register('expiry');
  return (
    <form
      onSubmit={form.handleSubmit(onPay)}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      noValidate
      aria-label={m.cardTitle}
    >
      <TextField
        label={m.cardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        className="sm:col-span-2"
        error={errors.number?.message}
        {...number}
        onChange={(event) => {
          event.target.value = groupDigits(event.target.value);
          void number.onChange(event);
        }}
      />
      <TextField
        label={m.cardExpiry}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="AA/YY"
        error={errors.expiry?.message}
        {...expiry}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 4);
          event.target.value = digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
          void expiry.onChange(event);
        }}
      />
      <TextField
        label={m.cardCvc}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        error={errors.cvc?.message}
        {...form.register('cvc')}
      />
      <TextField
        label={m.cardHolder}
        autoComplete="cc-name"
        className="sm:col-span-2"
        error={errors.holder?.message}
        {...form.register('holder')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" loading={busy} className="w-full sm:w-auto">
          <CreditCard className="size-4" aria-hidden />
          {payLabel}
        </Button>
      </div>
    </form>
  );
}
