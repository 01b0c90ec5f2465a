/**
 * One step of the assistant: its heading (focused when the step opens, so screen readers start
 * there), its content, and Back / Skip.
 */
/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { StepInfo } from './steps';

interface Props {
	step: StepInfo;
	/** Focus the heading (not on the first render of the screen). */
	focus: boolean;
	onBack?: () => void;
	onSkip: () => void;
	/** The text of the skip button (the last step finishes instead). */
	skipLabel?: string;
	children: ReactNode;
}

export function StepFrame( {
	step,
	focus,
	onBack,
	onSkip,
	skipLabel,
	children,
}: Props ) {
	const heading = useRef< HTMLHeadingElement >( null );
	useEffect( () => {
		if ( focus ) {
			heading.current?.focus();
		}
	}, [ step.name, focus ] );
	return (
		<section
			className="immo-wizards-setup__step"
			aria-labelledby="immo-wizards-setup-step"
		>
			<h2 id="immo-wizards-setup-step" ref={ heading } tabIndex={ -1 }>
				{ step.title }
			</h2>
			<p>{ step.intro }</p>
			{ children }
			<div className="immo-wizards-setup__nav">
				{ onBack && (
					<Button variant="tertiary" onClick={ onBack }>
						{ __( 'Back', 'immo-wizards' ) }
					</Button>
				) }
				<Button variant="secondary" onClick={ onSkip }>
					{ skipLabel ?? __( 'Skip', 'immo-wizards' ) }
				</Button>
			</div>
		</section>
	);
}
