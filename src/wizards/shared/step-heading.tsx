/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useContext } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { HeadingLevel } from '../../components/heading-level';

/** Marks the element that receives focus when its step becomes current (see useWizard). */
export const STEP_HEADING_ATTRIBUTE = 'data-wizard-step-heading';

interface StepHeadingProps {
	children: ReactNode;
	className?: string;
}

/**
 * The title of a wizard step. Focus moves here when the step becomes current
 * (see useWizard), so it is focusable by script only. Its level follows HeadingLevel.
 *
 * @param props           Heading props.
 * @param props.children  The title.
 * @param props.className Extra class name.
 */
export function StepHeading( { children, className }: StepHeadingProps ) {
	const Heading = useContext( HeadingLevel ) === 3 ? 'h3' : 'h2';
	return (
		<Heading
			className={ className }
			tabIndex={ -1 }
			{ ...{ [ STEP_HEADING_ATTRIBUTE ]: '' } }
		>
			{ children }
		</Heading>
	);
}
