import type { StatusProblem } from './board-actions';

/** Status changes the server refused for good, each until staff acknowledge it; shown inside an `.admin-toasts` stack. */
export function StatusProblems({ problems, onDismiss }: { problems: readonly StatusProblem[]; onDismiss: (id: number) => void }) {
  return (
    <>
      {problems.map((problem) => (
        <div key={problem.id} className="admin-toast admin-toast--problem" role="alert">
          <span>{problem.message}</span>
          <button type="button" className="admin-toast__action" onClick={() => onDismiss(problem.id)}>
            OK
          </button>
        </div>
      ))}
    </>
  );
}
