/**
 * The wizard steps that are never first, loaded on demand (see lazy-step.tsx): the contact step
 * brings the request form and the contact fields (their schema comes with the first interaction
 * with the form); the category step (second in the saved-search wizard) the form library.
 */

/**
 * Internal dependencies
 */
import { lazyStep } from './lazy-step';
// The lazy steps' styles stay in the screen's own stylesheet (view.css, the editor's): they paint with
// the step, and they reach the block editor's content iframe, which a chunk's own CSS does not.
import '../../components/form/style.scss';
import '../../components/contact-fields/style.scss';
import './request-form/style.scss';

export const LazyContactStep = lazyStep( () =>
	import( /* webpackChunkName: "contact-step" */ './contact-step' ).then(
		( module ) => module.ContactStep
	)
);

export const LazyCategoryStep = lazyStep( () =>
	import( /* webpackChunkName: "category-step" */ './category-step' ).then(
		( module ) => module.CategoryStep
	)
);
