<?php
/**
 * The portal user role.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Users;

defined( 'ABSPATH' ) || exit;

/**
 * `immo_contact`: may read and use the portal, nothing else.
 */
final class Roles {

	public const ROLE = 'immo_contact';

	public const CAPABILITY = 'immo_wizards_portal';

	/**
	 * Adds (or repairs) the role.
	 */
	public static function add(): void {
		$role = get_role( self::ROLE );
		if ( ! $role ) {
			add_role(
				self::ROLE,
				'Immo Wizards contact',
				array(
					'read'           => true,
					self::CAPABILITY => true,
				)
			);
			return;
		}
		foreach ( array( 'read', self::CAPABILITY ) as $cap ) {
			if ( ! $role->has_cap( $cap ) ) {
				$role->add_cap( $cap );
			}
		}
	}

	/**
	 * Removes the role.
	 */
	public static function remove(): void {
		remove_role( self::ROLE );
	}

	/**
	 * Whether a user's only role is immo_contact (never true for editors or admins).
	 *
	 * @param \WP_User|null $user User.
	 */
	public static function is_contact_only( ?\WP_User $user ): bool {
		return $user instanceof \WP_User && $user->exists() && array( self::ROLE ) === array_values( (array) $user->roles )
			&& ! is_super_admin( $user->ID );
	}
}
