import { Alert, Center, Loader, Stack } from '@mantine/core';
import { VENDOR_CALCULATOR_ATTRIBUTE, type VendorProfile } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { NotFoundView } from '../../components/not-found-view.tsx';
import type { SponsorButton } from '../../features/calculator/components/add-surface-menu.tsx';
import { CalculatorWorkspace } from '../../features/calculator/components/calculator-workspace.tsx';
import { DraftNotice } from '../../features/calculator/components/draft-notice.tsx';
import type { FinishPickerSlot } from '../../features/calculator/components/finish-picker-slot.ts';
import { LeaveDialog } from '../../features/calculator/components/leave-dialog.tsx';
import { useCalculator } from '../../features/calculator/hooks/use-calculator.ts';
import { defaultDocument } from '../../features/calculator/model/default-document.ts';
import { vendorQueries } from '../../features/vendors/api/vendor-queries.ts';
import { EMBED_HEIGHT_MESSAGE } from '../../features/vendors/components/embed-snippet.ts';
import { InquiryContactPanel } from '../../features/vendors/components/inquiry-contact-panel.tsx';
import { VendorHeader } from '../../features/vendors/components/vendor-header.tsx';
import { isNotFoundError } from '../../lib/api-client.ts';
import { LazyFinishPicker } from './calculator-lazy-finish-picker.tsx';
import { VendorFinishList } from './vendor-finish-list.tsx';

const calculatorRoot = { [VENDOR_CALCULATOR_ATTRIBUTE]: '' };

/** Inside a vendor's `<iframe>`, tells the page around it how tall the calculator is (embed snippet). */
function useReportHeightToParent() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element === null || window.parent === window) return;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(document.documentElement.scrollHeight);
      window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height }, '*');
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/** `/v/{vendorName}/rt`: the public calculator branded by a vendor, with its contact panel. */
export function VendorCalculatorScreen() {
  const vendorName = useParams().vendorName ?? '';
  const profile = useQuery(vendorQueries.profile(vendorName));
  if (profile.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading the calculator" />
      </Center>
    );
  }
  if (profile.isError) {
    if (isNotFoundError(profile.error)) return <NotFoundView />;
    return (
      <Alert color="red" role="alert" title="The calculator could not be loaded">
        {profile.error.message}
      </Alert>
    );
  }
  return <VendorCalculator vendor={profile.data} />;
}

function VendorCalculator({ vendor }: { vendor: VendorProfile }) {
  const calculator = useCalculator(`vendor-rt-${vendor.vendorName}`, () => defaultDocument('Imperial'));
  const { state } = calculator;
  const finishes = useQuery(vendorQueries.finishes(vendor.vendorName));
  const sponsors: SponsorButton[] = useMemo(() => {
    const sponsor = finishes.data?.sponsor;
    return sponsor ? [{ id: vendor.id, name: vendor.displayName, kinds: sponsor.kinds }] : [];
  }, [finishes.data, vendor.id, vendor.displayName]);
  const finishPicker: FinishPickerSlot = useCallback(
    (props) =>
      props.source.kind === 'sponsor' ? (
        <VendorFinishList
          vendorName={vendor.vendorName}
          label={props.label}
          kind={props.source.supplierKind}
          onSelect={props.onSelect}
        />
      ) : (
        <LazyFinishPicker {...props} isPublic />
      ),
    [vendor.vendorName],
  );
  const calcDocument = state.document;
  const calcText = useCallback(() => JSON.stringify(calcDocument), [calcDocument]);
  const rootRef = useReportHeightToParent();
  return (
    <div {...calculatorRoot} ref={rootRef}>
      <link
        rel="stylesheet"
        href={`/api/inquiries/css/${encodeURIComponent(vendor.vendorName)}`}
        precedence="default"
      />
      <CalculatorWorkspace
        state={state}
        dispatch={calculator.dispatch}
        calculation={calculator.calculation}
        mode="vendor"
        sponsors={sponsors}
        finishPicker={finishPicker}
        isExperimentalShown={vendor.showsExperimental}
        header={<VendorHeader vendor={vendor} />}
        notices={
          calculator.draft === null ? null : (
            <DraftNotice
              draft={calculator.draft}
              onRestore={calculator.restoreDraft}
              onDiscard={calculator.discardDraft}
            />
          )
        }
        sidePanel={
          vendor.acceptsInquiries ? (
            <InquiryContactPanel
              vendorName={vendor.vendorName}
              vendorDisplayName={vendor.displayName}
              calcText={calcText}
            />
          ) : (
            <Stack />
          )
        }
      />
      <LeaveDialog blocker={calculator.blocker} />
    </div>
  );
}
