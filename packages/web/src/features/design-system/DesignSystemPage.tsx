import type { ComponentType } from 'react';
import { t } from '../../platform/messages';
import { Card, CardHeader } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { AppFrame } from '../shell';
import { SampleGroup, SampleSection } from './Sample';
import { OpenDrawerSample, SampleSidebarNav, TopBarSample, sampleBrand, sampleUser } from './SampleNavigation';
import { approvalsMessages as approvalsText } from '../../platform/messages/approvals';
import { ApprovalTrailSamples } from './samples/ApprovalTrailSamples';
import { ButtonSamples } from './samples/ButtonSamples';
import {
  DateFieldSamples,
  DateInputSamples,
  DateRangeFieldSamples,
  TurkishCalendarSamples,
} from './samples/DateFieldSamples';
import {
  AlertSamples,
  BadgeSamples,
  ConfirmDialogSamples,
  DialogSamples,
  SecretOnceSamples,
  SpinnerSamples,
  ToastSamples,
} from './samples/FeedbackSamples';
import {
  CheckboxFieldSamples,
  CheckboxGroupFieldSamples,
  FieldFrameSamples,
  PasswordFieldSamples,
  SearchFieldSamples,
  SelectFieldSamples,
  TextAreaFieldSamples,
  TextFieldSamples,
} from './samples/FieldSamples';
import { LoadMoreSamples } from './samples/LoadMoreSamples';
import { PersonFieldsSamples } from './samples/PersonFieldsSamples';
import { PersonPickerSamples } from './samples/PersonPickerSamples';
import {
  CardSamples,
  DetailListSamples,
  EmailAddressSamples,
  BrandLinkSamples,
  PageHeaderSamples,
  PageMainSamples,
  QueryBodySamples,
  ScrollRegionSamples,
  StatCardSamples,
  TableSamples,
} from './samples/SurfaceSamples';
import { useDocumentTitle } from '../../platform/document-title';

const d = t.design.sections;

function NavigationSamples() {
  return (
    <div className="flex flex-wrap items-start gap-6">
      <SampleGroup title={t.design.groups.phoneTopBar} className="block">
        <TopBarSample />
      </SampleGroup>
      <SampleGroup title={t.design.groups.phoneMenu} className="block">
        <OpenDrawerSample />
      </SampleGroup>
    </div>
  );
}

/**
 * Every component of ui/, in its states. A new ui component gets a section here (the browser test
 * e2e/test-design.e2e.ts fails while an exported component has no heading of its name).
 */
const sections: { id: string; names: readonly string[]; file: string; description: string; Samples: ComponentType }[] =
  [
    { id: 'button', names: ['Button'], file: 'ui/Button.tsx', description: d.button, Samples: ButtonSamples },
    {
      id: 'field-frame',
      names: ['FieldFrame'],
      file: 'ui/Field.tsx',
      description: d.fieldFrame,
      Samples: FieldFrameSamples,
    },
    {
      id: 'text-field',
      names: ['TextField'],
      file: 'ui/Field.tsx',
      description: d.textField,
      Samples: TextFieldSamples,
    },
    {
      id: 'search-field',
      names: ['SearchField'],
      file: 'ui/Field.tsx',
      description: d.searchField,
      Samples: SearchFieldSamples,
    },
    {
      id: 'password-field',
      names: ['PasswordField'],
      file: 'ui/Field.tsx',
      description: d.passwordField,
      Samples: PasswordFieldSamples,
    },
    {
      id: 'select-field',
      names: ['SelectField'],
      file: 'ui/Field.tsx',
      description: d.selectField,
      Samples: SelectFieldSamples,
    },
    {
      id: 'text-area-field',
      names: ['TextAreaField'],
      file: 'ui/Field.tsx',
      description: d.textAreaField,
      Samples: TextAreaFieldSamples,
    },
    {
      id: 'checkbox-field',
      names: ['CheckboxField'],
      file: 'ui/CheckboxField.tsx',
      description: d.checkboxField,
      Samples: CheckboxFieldSamples,
    },
    {
      id: 'checkbox-group-field',
      names: ['CheckboxGroupField'],
      file: 'ui/CheckboxGroupField.tsx',
      description: d.checkboxGroupField,
      Samples: CheckboxGroupFieldSamples,
    },
    {
      id: 'date-field',
      names: ['DateField'],
      file: 'ui/DateField.tsx',
      description: d.dateField,
      Samples: DateFieldSamples,
    },
    {
      id: 'date-range-field',
      names: ['DateRangeField'],
      file: 'ui/DateRangeField.tsx',
      description: d.dateRangeField,
      Samples: DateRangeFieldSamples,
    },
    {
      id: 'date-input',
      names: ['DateInput', 'CalendarPopover'],
      file: 'ui/DateInput.tsx',
      description: d.dateInput,
      Samples: DateInputSamples,
    },
    {
      id: 'turkish-calendar',
      names: ['TurkishCalendar'],
      file: 'ui/TurkishCalendar.tsx',
      description: d.turkishCalendar,
      Samples: TurkishCalendarSamples,
    },
    {
      id: 'person-picker',
      names: ['PersonPicker'],
      file: 'ui/PersonPicker.tsx',
      description: d.personPicker,
      Samples: PersonPickerSamples,
    },
    {
      id: 'person-fields',
      names: ['PersonFields'],
      file: 'ui/PersonFields.tsx',
      description: d.personFields,
      Samples: PersonFieldsSamples,
    },
    { id: 'card', names: ['Card', 'CardHeader'], file: 'ui/Card.tsx', description: d.card, Samples: CardSamples },
    { id: 'stat-card', names: ['StatCard'], file: 'ui/Card.tsx', description: d.statCard, Samples: StatCardSamples },
    {
      id: 'brand-link',
      names: ['BrandLink'],
      file: 'ui/BrandLink.tsx',
      description: d.brandLink,
      Samples: BrandLinkSamples,
    },
    {
      id: 'page-header',
      names: ['PageHeader'],
      file: 'ui/PageHeader.tsx',
      description: d.pageHeader,
      Samples: PageHeaderSamples,
    },
    {
      id: 'query-body',
      names: ['QueryBody'],
      file: 'ui/QueryBody.tsx',
      description: d.queryBody,
      Samples: QueryBodySamples,
    },
    {
      id: 'detail-list',
      names: ['DetailList'],
      file: 'ui/DetailList.tsx',
      description: d.detailList,
      Samples: DetailListSamples,
    },
    { id: 'table', names: ['Table', 'Th', 'Td'], file: 'ui/Table.tsx', description: d.table, Samples: TableSamples },
    {
      id: 'scroll-region',
      names: ['ScrollRegion'],
      file: 'ui/ScrollRegion.tsx',
      description: d.scrollRegion,
      Samples: ScrollRegionSamples,
    },
    {
      id: 'page-main',
      names: ['PageMain', 'SkipLink'],
      file: 'ui/PageMain.tsx',
      description: d.pageMain,
      Samples: PageMainSamples,
    },
    {
      id: 'email-address',
      names: ['EmailAddress'],
      file: 'ui/EmailAddress.tsx',
      description: d.emailAddress,
      Samples: EmailAddressSamples,
    },
    {
      id: 'load-more',
      names: ['LoadMore'],
      file: 'ui/LoadMore.tsx',
      description: d.loadMore,
      Samples: LoadMoreSamples,
    },
    {
      id: 'secret-once',
      names: ['SecretOnce'],
      file: 'ui/SecretOnce.tsx',
      description: d.secretOnce,
      Samples: SecretOnceSamples,
    },
    { id: 'dialog', names: ['Dialog'], file: 'ui/Dialog.tsx', description: d.dialog, Samples: DialogSamples },
    {
      id: 'confirm-dialog',
      names: ['ConfirmDialog'],
      file: 'ui/Dialog.tsx',
      description: d.confirmDialog,
      Samples: ConfirmDialogSamples,
    },
    {
      id: 'toast',
      names: ['ToastProvider', 'useToast'],
      file: 'ui/Toast.tsx',
      description: d.toast,
      Samples: ToastSamples,
    },
    { id: 'alert', names: ['Alert'], file: 'ui/Alert.tsx', description: d.alert, Samples: AlertSamples },
    { id: 'badge', names: ['Badge'], file: 'ui/Badge.tsx', description: d.badge, Samples: BadgeSamples },
    {
      id: 'spinner',
      names: ['Spinner', 'FullPageSpinner'],
      file: 'ui/Spinner.tsx',
      description: d.spinner,
      Samples: SpinnerSamples,
    },
    {
      id: 'approval-trail',
      names: ['ApprovalTrail'],
      file: 'features/approvals/ApprovalTrail.tsx',
      description: approvalsText.approvalTrail.designSection,
      Samples: ApprovalTrailSamples,
    },
    {
      id: 'navigation',
      names: ['AppFrame', 'SidebarNav'],
      file: 'features/shell/',
      description: d.navigation,
      Samples: NavigationSamples,
    },
  ];

/** /test-design (product §2): the design system's living index, inside the real app frame with its phone menu. */
export default function DesignSystemPage() {
  useDocumentTitle(t.design.title);
  return (
    <AppFrame brand={sampleBrand} footer={sampleUser} sidebar={(close) => <SampleSidebarNav onNavigate={close} />}>
      <div className="mx-auto max-w-5xl space-y-6">
        <PageHeader title={t.design.title} subtitle={t.design.intro} />
        <Card>
          <CardHeader title={t.design.indexTitle} />
          <nav aria-label={t.design.indexLabel} className="flex flex-wrap gap-2 p-5">
            {sections.map((section) => (
              <a
                key={section.id}
                href={`#${section.id}`}
                className="rounded-full border border-line bg-white px-3 py-1 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800"
              >
                {section.names[0]}
              </a>
            ))}
          </nav>
        </Card>
        {sections.map(({ Samples, ...section }) => (
          <SampleSection key={section.id} {...section}>
            <Samples />
          </SampleSection>
        ))}
      </div>
    </AppFrame>
  );
}
