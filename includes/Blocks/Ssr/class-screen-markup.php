<?php
/**
 * The server-rendered content of a screen's container: what the app's first render shows.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * Mirrors src/host/screen-providers.tsx: the cookie banner (first screen of the page only), the
 * screen's first step, the snackbar's two live regions (the route planner has the banner only).
 */
final class Screen_Markup {

	/** The screens whose first step the server renders, by slug. */
	private const FIRST_STEPS = array(
		'portal'              => Portal_Login::class,
		'lead-wizard'         => Lead_Wizard_Step::class,
		'saved-search-wizard' => Saved_Search_Step::class,
		'contact-form'        => Contact_Form::class,
		'newsletter'          => Newsletter_Form::class,
		'expose-inquiry'      => Expose_Inquiry_Form::class,
		'route-planner'       => Route_Planner::class,
	);

	/** The screens not mounted in ScreenProviders (no snackbar, no progress bar). */
	private const WITHOUT_PROVIDERS = array( 'route-planner' );

	/**
	 * Containers rendered in this request: the id scope's number.
	 *
	 * @var int
	 */
	private static int $count = 0;

	/**
	 * The container's content and its id scope, or null when the server does not render this screen
	 * (the app then renders into the empty container).
	 *
	 * @param string               $screen Screen slug, e.g. `lead-wizard`.
	 * @param array<string, mixed> $config The screen's config.
	 * @return array{scope: string, html: string, banner: bool}|null
	 */
	public static function render( string $screen, array $config ): ?array {
		$class = self::FIRST_STEPS[ $screen ] ?? null;
		if ( null === $class ) {
			return null;
		}
		$ids = new Ids( 'immo-wizards-s' . ( self::$count + 1 ) );
		/** The screen's first step. @var First_Step $step */
		$step = new $class();
		$html = $step->render( $config, $ids );
		if ( null === $html ) {
			return null;
		}
		++self::$count;
		$banner = Cookie_Banner::render( $config, $ids );
		return array(
			'scope'  => $ids->scope(),
			'html'   => $banner . $html . ( in_array( $screen, self::WITHOUT_PROVIDERS, true ) ? '' : self::snackbar_region() ),
			'banner' => '' !== $banner,
		);
	}

	/**
	 * Starts a new page: scopes count from 1, the banner is not printed yet (tests).
	 */
	public static function reset(): void {
		self::$count = 0;
		Cookie_Banner::reset();
	}

	/**
	 * The snackbar's live regions, empty (src/components/snackbar).
	 */
	private static function snackbar_region(): string {
		return Html::element(
			'div',
			array( 'class' => 'immo-wizards-snackbar-region' ),
			Html::element( 'div', array( 'role' => 'alert' ) ),
			Html::element( 'div', array( 'role' => 'status' ) )
		);
	}
}
