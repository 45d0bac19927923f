import { CircleAlert } from 'lucide-react';
import { inPageOrder, revealField, type FieldProblem } from './form-errors';

/**
 * The phone's summary at the top of a form (hidden from 640 px on, where the field itself is in view): announced as
 * an alert on each submit, each problem a link that moves to its field.
 */
export function ErrorSummary({ title, problems, attempt }: { title: string; problems: readonly FieldProblem[]; attempt: number }) {
  if (problems.length === 0) return null;
  return (
    <div
      key={attempt}
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-800 sm:hidden"
      data-testid="error-summary"
    >
      <p className="flex items-center gap-2 text-sm font-semibold">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {title}
      </p>
      <ul className="mt-2 list-disc space-y-1.5 pl-10 text-sm">
        {inPageOrder(problems).map((problem) => (
          <li key={problem.id}>
            <a
              href={`#${problem.id}`}
              className="font-medium underline underline-offset-2 hover:text-red-900"
              onClick={(event) => {
                if (revealField(problem.id)) event.preventDefault();
              }}
            >
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
