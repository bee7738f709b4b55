import { dashboard } from './starters/dashboard';
import { empty } from './starters/empty';
import { error } from './starters/error';
import { hello } from './starters/hello';
import { loading } from './starters/loading';
import { reviewFlow } from './starters/review-flow';
import { search } from './starters/search';
import { settings } from './starters/settings';
import { slackPlugin } from './starters/slack-plugin';
import { today } from './starters/today';
import { photoGallery } from './starters/photo-gallery';
import { tour } from './starters/tour';
import { workflowEditor } from './starters/workflow-editor';
import type { Starter } from './starter';

export type { Starter } from './starter';

/** The starter gallery, in the order it is shown: simplest first, the tours (the wire spec's, today's), then the other kind (Agent Bridge settings). */
export const gallery: readonly Starter[] = [hello, search, settings, loading, empty, error, dashboard, reviewFlow, workflowEditor, photoGallery, tour, today, slackPlugin];

export function starterById(id: string): Starter | undefined {
  return gallery.find((starter) => starter.id === id);
}
