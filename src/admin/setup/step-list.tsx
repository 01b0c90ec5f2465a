/**
 * The list of steps: each opens its step; done and open steps are named as such (text, not only
 * a colour or a tick).
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SetupState } from '../../api/setup';
import type { StepInfo } from './steps';

interface Props {
	steps: StepInfo[];
	done: SetupState[ 'steps' ];
	current: number;
	onOpen: ( index: number ) => void;
}

/**
 * A step's state as the list says it.
 *
 * @param step The step.
 * @param done The server's done steps.
 */
export function stepState( step: StepInfo, done: SetupState[ 'steps' ] ) {
	if ( step.name === 'embed' ) {
		return __( 'optional', 'immo-wizards' );
	}
	return done[ step.name ]
		? __( 'done', 'immo-wizards' )
		: __( 'open', 'immo-wizards' );
}

export function StepList( { steps, done, current, onOpen }: Props ) {
	return (
		<nav
			className="immo-wizards-setup__steps"
			aria-label={ __( 'Setup steps', 'immo-wizards' ) }
		>
			<ol>
				{ steps.map( ( step, index ) => {
					const finished = step.name !== 'embed' && done[ step.name ];
					return (
						<li
							key={ step.name }
							className={ finished ? 'is-done' : undefined }
						>
							<Button
								variant="link"
								aria-current={
									index === current ? 'step' : undefined
								}
								onClick={ () => onOpen( index ) }
							>
								<span className="immo-wizards-setup__step-title">
									{ step.title }
								</span>
								<span className="immo-wizards-setup__state">
									{ stepState( step, done ) }
								</span>
							</Button>
						</li>
					);
				} ) }
			</ol>
		</nav>
	);
}
