/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './style.scss';

export interface StepHeaderStep< K extends string = string > {
	id: K;
	label: string;
	/** Whether the visitor may jump to this step. */
	editable: boolean;
}

export interface StepHeaderProps< K extends string = string > {
	steps: StepHeaderStep< K >[];
	current: K;
	onSelect: ( id: K ) => void;
	hidden?: boolean;
}

/**
 * The wizard's numbered steps; editable steps are buttons, the others are disabled.
 *
 * @param props The props.
 */
export function StepHeader< K extends string >( props: StepHeaderProps< K > ) {
	const { steps, current, onSelect, hidden } = props;
	if ( hidden ) {
		return null;
	}
	const currentIndex = steps.findIndex( ( step ) => step.id === current );

	return (
		<nav
			className="immo-wizards-step-header"
			aria-label={ __( 'Steps', 'immo-wizards' ) }
		>
			<ol className="immo-wizards-step-header__list">
				{ steps.map( ( step, index ) => {
					const isCurrent = index === currentIndex;
					let state = 'upcoming';
					if ( isCurrent ) {
						state = 'current';
					} else if ( index < currentIndex ) {
						state = 'done';
					}
					return (
						<li
							key={ step.id }
							className={ `immo-wizards-step-header__step is-${ state }` }
						>
							<button
								type="button"
								className="immo-wizards-step-header__button"
								aria-current={ isCurrent ? 'step' : undefined }
								disabled={ ! step.editable }
								onClick={ () => {
									if ( ! isCurrent ) {
										onSelect( step.id );
									}
								} }
							>
								<span
									className="immo-wizards-step-header__number"
									aria-hidden="true"
								>
									{ index + 1 }
								</span>
								<span className="immo-wizards-step-header__label">
									{ step.label }
								</span>
							</button>
						</li>
					);
				} ) }
			</ol>
		</nav>
	);
}

export default StepHeader;
