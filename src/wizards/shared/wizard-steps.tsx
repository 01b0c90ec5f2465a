/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { IdScopePart } from '../../host/dom-id';

interface WizardStepsProps< K extends string > {
	/** BEM block of the wizard: each step is a `{block}__step {block}__step--{key}` section. */
	block: string;
	steps: K[];
	/** The current step's number (from 1). */
	step: number;
	/** The furthest step reached. */
	maxStep: number;
	/** The step that lives only while it is current (map, search). */
	transient: K;
	renderStep: ( key: K ) => ReactNode;
}

/**
 * The wizard's steps: they render once reached and then keep their input (hidden while not
 * current); the transient step lives only while it is current.
 *
 * @param props Props.
 */
export function WizardSteps< K extends string >(
	props: WizardStepsProps< K >
) {
	const { block, steps, step, maxStep, transient, renderStep } = props;
	return (
		<>
			{ steps.map( ( key, index ) => {
				const number = index + 1;
				const current = step === number;
				if ( key === transient ? ! current : number > maxStep ) {
					return null;
				}
				return (
					<section
						key={ key }
						className={ `${ block }__step ${ block }__step--${ key }` }
						hidden={ ! current }
					>
						<IdScopePart name={ key }>
							{ renderStep( key ) }
						</IdScopePart>
					</section>
				);
			} ) }
		</>
	);
}
