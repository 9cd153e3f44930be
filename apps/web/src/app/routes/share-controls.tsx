import { notifications } from '@mantine/notifications';
import { type CalcDocument, MESSAGES, type Payment, SHARE_PRICE_CENTS } from '@roomtone/contracts';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { SharePanel } from '../../features/calculator/components/share-panel.tsx';
import { useCreateShare, useUpdateShare, useValidateShare } from '../../features/sharing/api/sharing-api.ts';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/config/paths.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useStableHandler } from '../../lib/use-stable-handler.ts';

/** The payment dialog loads when a visitor first asks to share (most never do). */
const PaymentDialog = lazy(async () => ({
  default: (await import('../../features/payments/components/payment-dialog.tsx')).PaymentDialog,
}));

type ShareControlsProps = {
  /** The link being updated, or null on the public calculator. */
  link: string | null;
  /** The calculation as it is now. */
  document: CalcDocument;
  /**
   * Called with the calculation as it was sent, before leaving for the shared page: the work is
   * saved, so no question is asked (what was typed since is kept as a draft).
   */
  onSaved: (saved: CalcDocument) => void;
};

/**
 * The Share/Update panel with its payment dialog (docs/product/states.md#sharing-a-public-calculation): Share
 * validates, opens the payment dialog, creates the shared calculation and goes to its page; Update adds a
 * version.
 */
export function ShareControls({ link, document, onSaved }: ShareControlsProps) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const validate = useValidateShare();
  const create = useCreateShare();
  const update = useUpdateShare();
  const [checkout, setCheckout] = useState<{ calc: string; message: string; document: CalcDocument } | null>(
    null,
  );
  const [errors, setErrors] = useState<string[]>([]);
  const [commentError, setCommentError] = useState<string | null>(null);

  const showError = (error: unknown) => {
    if (error instanceof ApiError) {
      setErrors(error.errors.filter((message) => message !== ''));
      setCommentError(error.errfor.message ?? null);
    } else setErrors([MESSAGES.unknownServerError]);
  };

  const handleShare = useStableHandler((message: string) => {
    const sent = document;
    const calc = JSON.stringify(sent);
    setErrors([]);
    setCommentError(null);
    validate.mutate(
      { calc, message },
      { onSuccess: () => setCheckout({ calc, message, document: sent }), onError: showError },
    );
  });

  const handleUpdate = useStableHandler((message: string) => {
    if (link === null) return;
    const sent = document;
    setErrors([]);
    setCommentError(null);
    update.mutate(
      { link, calc: JSON.stringify(sent), message, calcType: 'rtcalc' },
      {
        onSuccess: (saved) => {
          onSaved(sent);
          notifications.show({ message: `Version ${saved.version} saved.` });
          navigate(paths.sharedRt(saved.link, saved.version));
        },
        onError: showError,
      },
    );
  });
  const dismissError = useCallback(
    (index: number) => setErrors((current) => current.filter((_, position) => position !== index)),
    [],
  );

  const handlePaid = async (payment: Payment) => {
    const sent = checkout?.document ?? document;
    const saved = await create.mutateAsync(payment.id);
    onSaved(sent);
    notifications.show({ message: 'Your calculation is shared. A receipt is on its way.' });
    navigate(paths.sharedRt(saved.link, saved.version));
  };

  return (
    <>
      <SharePanel
        link={link}
        onShare={handleShare}
        onUpdate={handleUpdate}
        isSharing={validate.isPending}
        isUpdating={update.isPending}
        errors={errors}
        commentError={commentError}
        onDismissError={dismissError}
      />
      {checkout === null ? null : (
        <Suspense fallback={null}>
          <PaymentDialog
            opened
            title="Share by link"
            description="Pay once to share this calculation by a unique link. Anyone with the link can view it; you can update it later for free."
            purpose="share"
            listAmountCents={SHARE_PRICE_CENTS}
            defaultEmail={user.data?.email ?? ''}
            orderBody={(fields) => ({
              purpose: 'share',
              calc: checkout?.calc ?? JSON.stringify(document),
              message: checkout?.message ?? '',
              receiptEmail: fields.receiptEmail,
              promoCode: fields.promoCode,
              idempotencyKey: fields.idempotencyKey,
            })}
            onPaid={handlePaid}
            onClose={() => setCheckout(null)}
          />
        </Suspense>
      )}
    </>
  );
}
