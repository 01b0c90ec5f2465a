/**
 * After the last step: done, or what is still open (each step opens again from here).
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SetupState } from '../../api/setup';
import type { StepInfo } from './steps';

interface Props {
	steps: StepInfo[];
	done: SetupState[ 'steps' ];
	onOpen: ( index: number ) => void;
}

export function Summary( { steps, done, onOpen }: Props ) {
	const heading = useRef< HTMLHeadingElement >( null );
	useEffect( () => heading.current?.focus(), [] );
	const open = steps
		.map( ( step, index ) => ( { step, index } ) )
		.filter( ( { step } ) => step.name !== 'embed' && ! done[ step.name ] );
	return (
		<section
			className="immo-wizards-setup__step"
			aria-labelledby="immo-wizards-setup-summary"
		>
			<h2 id="immo-wizards-setup-summary" ref={ heading } tabIndex={ -1 }>
				{ open.length
					? __( 'Almost done', 'immo-wizards' )
					: __( 'Setup is complete', 'immo-wizards' ) }
			</h2>
			{ open.length > 0 ? (
				<>
					<p>
						{ __(
							'These steps are still open. The dashboard reminds you of them until they are done.',
							'immo-wizards'
						) }
					</p>
					<ul>
						{ open.map( ( { step, index } ) => (
							<li key={ step.name }>
								<Button
									variant="link"
									onClick={ () => onOpen( index ) }
								>
									{ step.title }
								</Button>
							</li>
						) ) }
					</ul>
				</>
			) : (
				<p>
					{ __(
						'Your forms are ready. New requests appear under Immo Wizards → Requests.',
						'immo-wizards'
					) }
				</p>
			) }
			<p>
				<a href="index.php">
					{ __( 'Go to the dashboard', 'immo-wizards' ) }
				</a>
			</p>
		</section>
	);
}
