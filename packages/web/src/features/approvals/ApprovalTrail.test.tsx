import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { ApprovalTrail } from './ApprovalTrail';
import { MANAGER_NOTE, REJECTION_NOTE, trailSamples, yearEndLock } from './trail-samples';

const steps = () => within(screen.getByRole('list', { name: 'Onay adımları' })).getAllByRole('listitem');

describe('a request’s approval steps (ApprovalTrail, issue 23 item 2)', () => {
  it('lists the steps in order, each state in words', () => {
    renderUi(<ApprovalTrail {...trailSamples.atAdmin} />);
    expect(steps().map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Müdür onayı: Onaylandı',
      'İK onayı: Karar bekleniyor',
    ]);
  });

  it('a delegate’s approval names him, on whose behalf, when (Istanbul time) and his note', () => {
    renderUi(<ApprovalTrail {...trailSamples.atAdmin} />);
    const [managerStep] = steps();
    expect(managerStep).toHaveTextContent('Onaylayan: Burak Öztürk, Mehmet Demir adına · 12.01.2026 14:30');
    expect(managerStep).toHaveTextContent(`Not: ${MANAGER_NOTE}`);
  });

  it('the open step says who decides: every decider, a delegate with the approver he stands in for', () => {
    const { rerender } = renderUi(<ApprovalTrail {...trailSamples.atManager} />);
    expect(steps()[0]).toHaveTextContent('Karar verecek: Burak Öztürk (Mehmet Demir adına)');
    expect(steps()[1]).toHaveTextContent('İK onayı: Sırada');
    rerender(<ApprovalTrail {...trailSamples.atAdmin} />);
    expect(steps()[1]).toHaveTextContent('Karar verecek: Ayşe Yılmaz, Ali Kaya');
  });

  it.each([
    ['ownRequest', 0, 'kimse kendi talebine karar vermez'],
    ['rejected', 0, "Ekibin aktif bir müdürü yok; talep doğrudan İK'ya geçti."],
    ['decidedEarlier', 1, 'bir kişi bir talepte tek adıma karar verir'],
  ] as const)('a skipped step says why (%s)', (sample, index, why) => {
    renderUi(<ApprovalTrail {...trailSamples[sample]} />);
    expect(steps()[index]).toHaveTextContent('Atlandı');
    expect(steps()[index]).toHaveTextContent(why);
  });

  it('a rejection names who rejected and the note', () => {
    renderUi(<ApprovalTrail {...trailSamples.rejected} />);
    expect(steps()[1]).toHaveTextContent('İK onayı: Reddedildi');
    expect(steps()[1]).toHaveTextContent('Reddeden: Ayşe Yılmaz · 13.01.2026 10:05');
    expect(steps()[1]).toHaveTextContent(`Not: ${REJECTION_NOTE}`);
  });

  it('the broken team rules are listed with their days', () => {
    renderUi(<ApprovalTrail {...trailSamples.lockedToAdmin} />);
    const rules = within(screen.getByRole('list', { name: 'Bozulan ekip kuralları' })).getAllByRole('listitem');
    expect(rules.map((rule) => rule.textContent)).toEqual([yearEndLock.message]);
    expect(yearEndLock.message).toContain('29.12.2026');
  });

  it('a request without steps or broken rules (recorded without approval) shows nothing', () => {
    const { container } = renderUi(<ApprovalTrail steps={[]} ruleBreaks={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
