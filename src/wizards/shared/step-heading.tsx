/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { STEP_HEADING_ATTRIBUTE } from './use-wizard';

interface StepHeadingProps {
	children: ReactNode;
	className?: string;
}

/**
 * The title of a wizard step. Focus moves here when the step becomes current
 * (see useWizard), so it is focusable by script only.
 *
 * @param props           Heading props.
 * @param props.children  The title.
 * @param props.className Extra class name.
 */
export function StepHeading( { children, className }: StepHeadingProps ) {
	return (
		<h3
			className={ className }
			tabIndex={ -1 }
			{ ...{ [ STEP_HEADING_ATTRIBUTE ]: '' } }
		>
			{ children }
		</h3>
	);
}
