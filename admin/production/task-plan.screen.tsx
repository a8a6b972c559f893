import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { approvalRowActions } from '../../src/ui/approval/approval-actions';
import { ProjectSelect, RecipeSelect } from './task-inputs';
import { taskPlanResource } from './task-plan.resource';

/**
 * /production/produce-plan: task plans,
 * with the project and mix design picked from the organisation's select lists and the plan's
 * approval actions on each row. Confirm, cancel and renew are the declared transitions.
 */
export default function TaskPlanScreen() {
  return (
    <ResourceScreen
      def={taskPlanResource}
      rowActions={approvalRowActions('taskPlan')}
      formInputs={{ projectId: <ProjectSelect />, recipeId: <RecipeSelect /> }}
    />
  );
}
