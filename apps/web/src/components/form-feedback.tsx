import { AlertList } from './alert-list.tsx';

type FormFeedbackProps = {
  feedback: {
    alerts: string[];
    notices: string[];
    closeAlert: (index: number) => void;
    closeNotices: () => void;
  };
};

/** The notice (green) and error alerts (red) of a form, from `useFormFeedback`. */
export function FormFeedback({ feedback }: FormFeedbackProps) {
  return (
    <>
      <AlertList messages={feedback.notices} color="green" onClose={feedback.closeNotices} />
      <AlertList messages={feedback.alerts} onClose={feedback.closeAlert} />
    </>
  );
}
