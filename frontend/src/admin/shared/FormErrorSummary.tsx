import { Box } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { ValidationError, type ValidationErrorMessage } from 'react-admin';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { problemsOf, useRevealFirstProblem } from '../../ui/form-errors';

/**
 * The shared error summary and move-to-the-first-problem inside a react-admin form: its fields' messages (its own
 * checks and the server's), each field reached through its input (see fieldId).
 * Where a form's messages do not name their field ("Vul dit veld in."), `labels` names it, by source or by the last
 * part of an array item's source (`roleRules.0.claim` by `claim`).
 */
export function FormErrorSummary({ title, labels = {} }: { title: string; labels?: Partial<Record<string, string>> }) {
  const { errors, submitCount } = useFormState();
  // react-admin's own component reads its validators' messages (catalogue keys or sentences, with their arguments).
  const problems = problemsOf(errors, (message) => <ValidationError error={message as ValidationErrorMessage} />, fieldId).map(
    (problem) => {
      const name = problem.source;
      const label = labels[name] ?? labels[name.split('.').pop() ?? ''];
      return label
        ? {
            ...problem,
            message: (
              <>
                {`${label}: `}
                {problem.message}
              </>
            ),
          }
        : problem;
    },
  );
  useRevealFirstProblem(submitCount, problems);
  if (submitCount === 0 || problems.length === 0) return null;
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <ErrorSummary title={title} problems={problems} attempt={submitCount} />
    </Box>
  );
}

/**
 * The id of the element that shows a react-admin field (react-admin generates its inputs' ids): the input or textarea
 * named by the field's source, or a MUI select's button (its hidden native input is not focusable).
 */
function fieldId(source: string): string {
  const name = CSS.escape(source);
  const input = document.querySelector<HTMLElement>(`input[name="${name}"]:not([aria-hidden="true"]), textarea[name="${name}"]`);
  if (input?.id) return input.id;
  return document.getElementById(`mui-component-select-${source}`)?.id ?? source;
}
