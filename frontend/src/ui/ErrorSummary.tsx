import { CircleAlert } from 'lucide-react';
import { inPageOrder, revealField, type FieldProblem } from './form-errors';

/**
 * The summary at the top of a form: its title (the form's "Vul alle verplichte velden in.") announced as an alert on
 * each submit, and on a phone, where the fields are screens apart, each problem as a link that moves to its field.
 */
export function ErrorSummary({ title, problems, attempt }: { title: string; problems: readonly FieldProblem[]; attempt: number }) {
  if (problems.length === 0) return null;
  return (
    <div key={attempt} className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-800" data-testid="error-summary">
      <p role="alert" className="flex items-center gap-2 text-sm font-semibold">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {title}
      </p>
      <ul className="mt-2 list-disc space-y-1.5 pl-10 text-sm sm:hidden">
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
