/**
 * External dependencies
 */
import type { ReactNode, RefObject } from 'react';

/**
 * Internal dependencies
 */
import { StepHeader } from '../../components/step-header';
import type { WizardActions, WizardState } from './wizard-state';
import { WizardSteps } from './wizard-steps';

/** What the frame and the shared steps (category, contact) know of a wizard. */
export interface WizardScope {
	/** BEM block of the wizard, e.g. 'wp-block-immo-wizards-lead-wizard'. */
	block: string;
	/** The root the steps scroll and move focus within (see useWizard). */
	rootRef: RefObject< HTMLDivElement >;
	state: WizardState< unknown, unknown >;
	actions: Pick<
		WizardActions< unknown, unknown >,
		'setObjectType' | 'setMarketingType' | 'setCategory' | 'userError'
	>;
}

interface WizardFrameProps< K extends string > {
	scope: WizardScope;
	steps: K[];
	/** The step header's label of a step. */
	label: ( key: K ) => string;
	/** Whether the step header may open the step (its index from 0). */
	editable: ( key: K, index: number ) => boolean;
	onSelect: ( key: K ) => void;
	/** The step header is hidden (setting, embedded, sent). */
	headerHidden: boolean;
	/** The step that lives only while it is current (map). */
	transient: K;
	renderStep: ( key: K ) => ReactNode;
	/** Shown above the step header. */
	intro?: ReactNode;
	/** A host screen's own buttons below the steps. */
	footer?: ReactNode;
}

/**
 * The frame of the wizards: the root the steps scroll and focus within (`{block}__wizard`), the
 * step header and the steps.
 *
 * @param props Props.
 */
export function WizardFrame< K extends string >(
	props: WizardFrameProps< K >
) {
	const { steps } = props;
	const { block, state, rootRef } = props.scope;
	return (
		<div ref={ rootRef } className={ `${ block }__wizard` }>
			{ props.intro }
			<StepHeader
				steps={ steps.map( ( key, index ) => ( {
					id: key,
					label: props.label( key ),
					editable: props.editable( key, index ),
				} ) ) }
				current={ steps[ state.step - 1 ] }
				onSelect={ props.onSelect }
				hidden={ props.headerHidden }
			/>
			<WizardSteps
				block={ block }
				steps={ steps }
				step={ state.step }
				maxStep={ state.maxStep }
				transient={ props.transient }
				renderStep={ props.renderStep }
			/>
			{ props.footer }
		</div>
	);
}
